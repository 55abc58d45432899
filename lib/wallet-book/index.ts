// Pure rules of the withdraw address book: the list's filter and grouping, the conflict check,
// the whitelist delay. The screens and the withdraw form's picker import them from here.

export * from './book';
export * from './conflict';
export * from './whitelist';
export * from './form';
export * from './picker';
