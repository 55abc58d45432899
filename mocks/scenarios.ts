// Named scenarios: a scenario is a set of handler overrides put in front of the default
// handlers. Switching does not touch the db, so a session created before a switch survives;
// POST /__control/reset goes back to `default`. Add new scenarios to SCENARIOS.

import type { RequestHandler } from 'msw';
import { UC_CODES } from '@/lib/contracts/uc';
import { UC_MESSAGES } from './auth/errors';
import { familyBase } from './handlers';
import { makeLoginCheckFail, makeUserGetFail } from './overrides/uc';

export interface Scenario {
  description: string;
  /** Overrides, built for the same root as the default handlers. */
  handlers(root: string): RequestHandler[];
}

export const SCENARIOS = {
  default: {
    description: 'Seeded data, every endpoint answers normally.',
    handlers: () => [],
  },
  'visitor-only': {
    description: 'Every session is ignored: login/check and user/get answer 501 未登录.',
    handlers: (root) => [makeLoginCheckFail(familyBase(root, 'uc')), makeUserGetFail(familyBase(root, 'uc'))],
  },
  'login-check-busy': {
    description: 'login/check answers 510 系统繁忙 (the app keeps its login state unchanged).',
    handlers: (root) => [makeLoginCheckFail(familyBase(root, 'uc'), UC_CODES.busy, UC_MESSAGES.busy)],
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof SCENARIOS;

export const DEFAULT_SCENARIO: ScenarioName = 'default';

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(SCENARIOS, name);
}

export function scenarioHandlers(name: ScenarioName, root: string): RequestHandler[] {
  return SCENARIOS[name].handlers(root);
}
