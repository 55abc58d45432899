// The withdraw address book's screen and what the withdraw form reuses: the hook and the
// usable-now helper live in queries/withdraw-address.ts and lib/wallet-book.

export { AddressBookScreen } from './address-book-screen';
export { AddAddressDialog } from './add-address-dialog';
export { useWithdrawAddressBook } from '@/queries/withdraw-address';
export { pickerOptions, usableEntries, type PickerOption } from '@/lib/wallet-book';
