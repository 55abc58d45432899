import Link from 'next/link';

/** Shown when the symbol settings cannot be loaded at all: the page cannot tell the pair exists. */
export function MarketUnavailable() {
  return (
    <div className="market-unavailable" role="alert">
      <p>行情数据暂时无法加载，请稍后刷新重试。</p>
      <Link href="./">刷新</Link>
    </div>
  );
}
