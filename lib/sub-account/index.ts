// Pure rules of sub-account management (no React): names, limits, states and permissions.

export * from './names';
export * from './limits';
export * from './states';
export * from './permissions';
export * from './holdings';
export * from './own-access';
