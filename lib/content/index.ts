// Content of the custody service (agreements, notices, FAQ, files): pure rules, no React.

export * from './articles';
export * from './documents';
export * from './file-size';
export * from './search';
export * from './toc';
