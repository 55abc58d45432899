// The security strategy (issue 16, 安全策略): which second factors login and withdrawal ask for,
// and when one may be switched on or off. Pure: the mock's strategy handlers and the 安全策略
// section both decide with these, so the refusal the user sees is the server's.
//
// - A factor can be switched on for a scene only once it is bound.
// - Switching one off is refused when it would leave the scene with fewer than two factors
//   while the account has two or more bound; with fewer than two bound, the only one cannot be
//   turned off.
// - The login scene may ask for nothing beyond the password (a new account); the withdraw scene
//   always asks for something: the factors set for it, else the login factors, else a code to
//   the account's own email (or phone).

export const STRATEGY_SCENES = ['login', 'withdraw'] as const;
export type StrategyScene = (typeof STRATEGY_SCENES)[number];

export const FACTOR_METHODS = ['ga', 'sms', 'email'] as const;
export type FactorMethod = (typeof FACTOR_METHODS)[number];

export const STRATEGY_SCENE_TEXT: Record<StrategyScene, string> = { login: '登录', withdraw: '提币' };
export const FACTOR_METHOD_TEXT: Record<FactorMethod, string> = { ga: '谷歌验证器', sms: '手机验证码', email: '邮箱验证码' };
/** What has to be bound before the factor can be used. */
export const FACTOR_BIND_TEXT: Record<FactorMethod, string> = { ga: '谷歌验证器', sms: '手机', email: '邮箱' };

/** What the rules read of an account. */
export interface FactorState {
  /** The bound second factors. */
  bound: readonly FactorMethod[];
  /** The login strategy as stored (may name a factor unbound since). */
  login: readonly FactorMethod[];
  /** The withdraw strategy as stored, or null while the user never set one. */
  withdraw: readonly FactorMethod[] | null;
}

/** The bound factors of an account's GA / phone / email, in the rules' order. */
export function boundFactors(settings: { ga: boolean; phone: boolean; email: boolean }): FactorMethod[] {
  return FACTOR_METHODS.filter((method) => (method === 'ga' ? settings.ga : method === 'sms' ? settings.phone : settings.email));
}

function onlyBound(methods: readonly FactorMethod[], bound: readonly FactorMethod[]): FactorMethod[] {
  return methods.filter((method, index) => bound.includes(method) && methods.indexOf(method) === index);
}

/** A code to the account's own address: email when bound, else SMS. */
function ownAddressFactor(bound: readonly FactorMethod[]): FactorMethod[] {
  return [bound.includes('email') ? 'email' : 'sms'];
}

/** What the security verification of a security change asks for: the login factors, else a code to the own address. */
export function verificationFactors(state: FactorState): FactorMethod[] {
  const login = onlyBound(state.login, state.bound);
  return login.length > 0 ? login : ownAddressFactor(state.bound);
}

/** What a scene asks for now (login: possibly nothing beyond the password). */
export function sceneFactors(scene: StrategyScene, state: FactorState): FactorMethod[] {
  if (scene === 'login') return onlyBound(state.login, state.bound);
  const withdraw = onlyBound(state.withdraw ?? [], state.bound);
  return withdraw.length > 0 ? withdraw : verificationFactors(state);
}

export const ALREADY_ON_TEXT = '该验证方式已开启';
export const ALREADY_OFF_TEXT = '该验证方式未开启';

export function notBoundText(method: FactorMethod): string {
  return `请先绑定${FACTOR_BIND_TEXT[method]}`;
}

export function keepTwoText(scene: StrategyScene): string {
  return `${STRATEGY_SCENE_TEXT[scene]}验证至少需要保留两项验证方式，请先开启其他验证方式`;
}

export function onlyOneText(scene: StrategyScene): string {
  return `这是${STRATEGY_SCENE_TEXT[scene]}唯一的验证方式，无法关闭`;
}

/** Why the factor cannot be switched on for the scene, or null when it can. */
export function enableRefusal(scene: StrategyScene, method: FactorMethod, state: FactorState): string | null {
  if (!state.bound.includes(method)) return notBoundText(method);
  return sceneFactors(scene, state).includes(method) ? ALREADY_ON_TEXT : null;
}

/** Why the factor cannot be switched off for the scene, or null when it can. */
export function disableRefusal(scene: StrategyScene, method: FactorMethod, state: FactorState): string | null {
  const current = sceneFactors(scene, state);
  if (!current.includes(method)) return ALREADY_OFF_TEXT;
  const left = current.length - 1;
  if (state.bound.length >= 2) return left < 2 ? keepTwoText(scene) : null;
  return left < 1 ? onlyOneText(scene) : null;
}

/** The scene's factors after switching one on (the caller checked enableRefusal). */
export function withEnabled(scene: StrategyScene, method: FactorMethod, state: FactorState): FactorMethod[] {
  const next = [...sceneFactors(scene, state), method];
  return FACTOR_METHODS.filter((factor) => next.includes(factor));
}

/** The scene's factors after switching one off (the caller checked disableRefusal). */
export function withDisabled(scene: StrategyScene, method: FactorMethod, state: FactorState): FactorMethod[] {
  return sceneFactors(scene, state).filter((factor) => factor !== method);
}
