'use client';

// The risk verification dialog (shell-and-account.md sections 2 and 4): width 480, closable by
// its close button and Escape but not by a click outside, titled 验证. It loads the scripts of
// the offered vendor types, shows a loading state, then the type the risk result names first;
// a vendor that fails is skipped for the next offered type, and with none left it says
// 验证加载失败，请稍后重试. The switch link shows only when more than one type is loaded.

import { Button, Flex, Spin, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { AntdProvider } from '@/components/antd-provider';
import { Dialog } from '@/components/dialog/dialog';
import { CAPTCHA_DIALOG_WIDTH, CAPTCHA_TEXTS, type CaptchaVersion } from '@/lib/captcha/constants';
import { captchaSubmission } from '@/lib/captcha/payload';
import {
  activeCaptchaType,
  type CaptchaVendor,
  captchaVendorOf,
  type CaptchaLoadState,
  type CaptchaLoadStates,
  nextCaptchaType,
  offeredCaptchaTypes,
} from '@/lib/captcha/switch';
import { useVendorScripts, type VendorScriptState } from '@/queries/captcha';
import { CAPTCHA_TYPES, type CaptchaSubmission, type CaptchaType, type RiskControlResponse } from '@/lib/contracts/uc';
import { ImageCaptchaPanel } from './image-captcha-panel';
import { GeetestPanel, RecaptchaPanel, SliderCaptchaPanel } from './vendor-panels';

export interface RiskCaptchaDialogProps {
  open: boolean;
  /** The non-zero risk result: offered types and vendor configuration. */
  risk: RiskControlResponse;
  version: CaptchaVersion;
  /** Gets the result once the user passed; the owner closes the dialog after 500 ms. */
  onSuccess: (submission: CaptchaSubmission) => void;
  /** Close button or Escape. */
  onCancel: () => void;
  /** A new value starts the dialog's content afresh (a new verification). */
  sessionKey?: number;
  /** Why the dialog asks again (the flow's call refused the last answer): shown at the captcha. */
  notice?: string | null;
}

type Vendors = RiskControlResponse['vendors'];

/** A vendor type without its configuration in the risk result cannot be shown. */
function configured(type: CaptchaType, vendors: Vendors): boolean {
  switch (type) {
    case CAPTCHA_TYPES.slider:
      return vendors.slider !== undefined;
    case CAPTCHA_TYPES.recaptcha:
      return vendors.recaptcha !== undefined;
    case CAPTCHA_TYPES.geetest:
      return vendors.geetest !== undefined;
    default:
      return true;
  }
}

/** The vendors whose scripts the offered, configured types need, each once. */
function vendorsToLoad(items: readonly CaptchaType[], vendors: Vendors): CaptchaVendor[] {
  const needed = new Set<CaptchaVendor>();
  for (const type of items) {
    const vendor = captchaVendorOf(type);
    if (vendor !== null && configured(type, vendors)) needed.add(vendor);
  }
  return [...needed];
}

/**
 * Where each offered type stands: the image captcha is always ready; a vendor type follows its
 * script (shared by every dialog of the session), unless it is not configured or its widget
 * reported itself unusable in this dialog.
 */
export function captchaLoadStates(
  items: readonly CaptchaType[],
  vendors: Vendors,
  scripts: Partial<Record<CaptchaVendor, VendorScriptState>>,
  unusable: ReadonlySet<CaptchaType>,
): CaptchaLoadStates {
  const states: Partial<Record<CaptchaType, CaptchaLoadState>> = {};
  for (const type of items) {
    const vendor = captchaVendorOf(type);
    if (unusable.has(type)) states[type] = 'failed';
    else if (vendor === null) states[type] = 'ready';
    else if (!configured(type, vendors)) states[type] = 'failed';
    else states[type] = scripts[vendor] ?? 'loading';
  }
  return states;
}

function CaptchaBody({
  risk,
  version,
  onSuccess,
  notice = null,
}: Pick<RiskCaptchaDialogProps, 'risk' | 'version' | 'onSuccess' | 'notice'>) {
  const items = useMemo(() => offeredCaptchaTypes(risk.items), [risk.items]);
  const needed = useMemo(() => vendorsToLoad(items, risk.vendors), [items, risk.vendors]);
  const scripts = useVendorScripts(needed);
  // Types whose widget failed after its script loaded (reported by the panel): skipped here only.
  const [unusable, setUnusable] = useState<ReadonlySet<CaptchaType>>(() => new Set());
  const [selected, setSelected] = useState<CaptchaType | null>(null);
  const [solved, setSolved] = useState(false);
  const loaded = captchaLoadStates(items, risk.vendors, scripts, unusable);

  const markUnusable = (type: CaptchaType) => setUnusable((types) => new Set(types).add(type));

  const current = activeCaptchaType(selected, items, loaded);
  const next = current === null || solved ? null : nextCaptchaType(current, items, version, loaded);

  const solve = (submission: CaptchaSubmission) => {
    setSolved(true);
    onSuccess(submission);
  };

  let content: ReactNode = null;
  if (solved) {
    content = (
      <Typography.Text type="success" role="status">
        {CAPTCHA_TEXTS.success}
      </Typography.Text>
    );
  } else if (current === null) {
    content = (
      <Typography.Text type="danger" role="alert">
        {CAPTCHA_TEXTS.loadFailed}
      </Typography.Text>
    );
  } else if (loaded[current] !== 'ready') {
    content = (
      <Flex justify="center" role="status" aria-label={CAPTCHA_TEXTS.loading}>
        <Spin />
      </Flex>
    );
  } else {
    const unavailable = () => markUnusable(current);
    const { vendors } = risk;
    switch (current) {
      case CAPTCHA_TYPES.image:
        content = <ImageCaptchaPanel notice={notice} onSubmit={(result) => solve(captchaSubmission(CAPTCHA_TYPES.image, result))} />;
        break;
      case CAPTCHA_TYPES.slider:
        content = vendors.slider ? (
          <SliderCaptchaPanel
            appKey={vendors.slider.app_key}
            scene={vendors.slider.scene}
            onSolved={(result) => solve(captchaSubmission(CAPTCHA_TYPES.slider, result))}
            onUnavailable={unavailable}
          />
        ) : null;
        break;
      case CAPTCHA_TYPES.recaptcha:
        content = vendors.recaptcha ? (
          <RecaptchaPanel
            siteKey={vendors.recaptcha.site_key}
            onSolved={(result) => solve(captchaSubmission(CAPTCHA_TYPES.recaptcha, result))}
            onUnavailable={unavailable}
          />
        ) : null;
        break;
      case CAPTCHA_TYPES.geetest:
        content = vendors.geetest ? (
          <GeetestPanel
            captchaId={vendors.geetest.captcha_id}
            onSolved={(result) => solve(captchaSubmission(CAPTCHA_TYPES.geetest, result))}
            onUnavailable={unavailable}
          />
        ) : null;
        break;
    }
  }

  return (
    <Flex vertical gap={16} style={{ minHeight: 96 }} data-captcha-type={solved || current === null ? undefined : current}>
      <div key={current ?? 'none'}>{content}</div>
      {next !== null ? (
        <Flex justify="flex-end">
          <Button type="link" size="small" onClick={() => setSelected(next)}>
            {CAPTCHA_TEXTS.switchType}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}

/**
 * The site's Dialog (closable by its close button and Escape, never by a click outside); the
 * vendor panels inside are antd's, so the content brings its own antd provider: the login pages
 * load antd only with it.
 */
export function RiskCaptchaDialog({ open, risk, version, onSuccess, onCancel, sessionKey, notice }: RiskCaptchaDialogProps) {
  return (
    <Dialog open={open} title={CAPTCHA_TEXTS.title} width={CAPTCHA_DIALOG_WIDTH} onClose={onCancel}>
      <AntdProvider>
        <CaptchaBody key={sessionKey} risk={risk} version={version} onSuccess={onSuccess} notice={notice} />
      </AntdProvider>
    </Dialog>
  );
}
