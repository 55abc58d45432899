'use client';

// The order confirmation (exchange-wallet-fiat.md section 5): what is about to be placed — side,
// pair, account type, order type, trigger, price, amount or value — with 确认 / 取消. An ordinary
// spot order offers 不再提示, which turns the ORDER_CONFIRM switch off on confirm; a 计划委托 does
// not (it is always confirmed, and must not turn off the spot orders' switch). Plain controls in
// the site's Dialog: no antd on the exchange page.

import { useRef, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { Button, Checkbox } from '@/components/form';
import { formatNumber } from '@/lib/decimal';
import type { MarketSymbol } from '@/lib/settings/symbols';
import { offersDontAskAgain, offersMarginModes, type ExchangeType, type MarginMode } from '@/lib/trading';
import { EXCHANGE_TYPE_LABELS, MARGIN_MODE_LABELS, orderTypeLabel } from './order-form-labels';
import type { OrderSummary } from './order-pane';

export const ORDER_CONFIRM_TITLE = '下单确认';
export const DONT_ASK_AGAIN_TEXT = '不再提示';

export interface OrderConfirmDialogProps {
  summary: OrderSummary;
  symbol: MarketSymbol;
  exchangeType: ExchangeType;
  marginMode: MarginMode;
  onConfirm(dontAskAgain: boolean): void;
  onCancel(): void;
}

export default function OrderConfirmDialog({ summary, symbol, exchangeType, marginMode, onConfirm, onCancel }: OrderConfirmDialogProps) {
  const [dontAskAgain, setDontAskAgain] = useState(false);
  // Enter confirms at once, as the primary action of a confirmation should.
  const confirmButton = useRef<HTMLButtonElement>(null);
  const dontAskOffered = offersDontAskAgain({ mode: summary.mode, exchangeType });
  const quote = symbol.quoteDisplayName;
  const base = symbol.baseDisplayName;
  const rows: Array<[string, string]> = [
    ['方向', summary.side === 'buy' ? '买入' : '卖出'],
    ['交易对', `${base}/${quote}`],
    ['账户', offersMarginModes(exchangeType) ? `${EXCHANGE_TYPE_LABELS[exchangeType]} · ${MARGIN_MODE_LABELS[marginMode]}` : EXCHANGE_TYPE_LABELS[exchangeType]],
    ['类型', orderTypeLabel(summary.mode, summary.algoKind)],
  ];
  if (summary.stopPrice) rows.push(['触发价', `${formatNumber(summary.stopPrice, symbol.pricePrecision)} ${quote}`]);
  rows.push(['价格', summary.price ? `${formatNumber(summary.price, symbol.pricePrecision)} ${quote}` : '市价']);
  if (summary.amount) rows.push(['数量', `${formatNumber(summary.amount, symbol.amountPrecision)} ${base}`]);
  if (summary.total) rows.push(['交易额', `${formatNumber(summary.total, symbol.totalPrecision)} ${quote}`]);

  return (
    <Dialog
      title={ORDER_CONFIRM_TITLE}
      onClose={onCancel}
      width={480}
      initialFocus={confirmButton}
      footer={
        <>
          <Button onClick={onCancel}>取消</Button>
          <Button ref={confirmButton} variant="primary" onClick={() => onConfirm(dontAskOffered && dontAskAgain)}>
            确认
          </Button>
        </>
      }
    >
      <dl data-testid="order-confirm-summary" style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {dontAskOffered ? (
        <Checkbox checked={dontAskAgain} onChange={(event) => setDontAskAgain(event.target.checked)} style={{ marginTop: 12 }}>
          {DONT_ASK_AGAIN_TEXT}
        </Checkbox>
      ) : null}
    </Dialog>
  );
}
