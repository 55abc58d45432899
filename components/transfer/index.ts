export { TransferScreen, TRANSFER_SCREEN_TEXTS, type TransferScreenProps } from './transfer-screen';
