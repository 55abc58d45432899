// Pure rules of the crm area (no React): the KOL application, share codes, commission rates and
// the C2C lending application.

export * from './c2c-apply';
export * from './kol-application';
export * from './kol-fields';
export * from './rates';
export * from './share-code';
