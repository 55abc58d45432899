export { SmallBalanceScreen } from './small-balance-screen';
export { StandAloneScreen } from './stand-alone-screen';
export { ConversionHistoryScreen } from './history-screen';
export { DeductHistoryScreen, DeductModeScreen } from './deduct-screen';
