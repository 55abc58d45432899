// A creation or redemption just went through: the records list (wherever it is rendered, in the
// panel's column or in the orders panel's ETP tab) reloads. A tiny in-page event, so the two
// components stay independent of each other.

type Listener = (etpName: string) => void;

const listeners = new Set<Listener>();

export function notifyEtpTraded(etpName: string): void {
  for (const listener of listeners) listener(etpName);
}

export function onEtpTraded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
