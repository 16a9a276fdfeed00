export { splitProRata, sumOf } from './pro-rata';
export { allocateRound, type AllocationInput, type RoundAllocation, type RoundCommitment } from './allocation';
export { distributeExit, type ExitDistribution, type ExitInput, type PaidInCapital } from './distribution';
export { CURRENCY_CODES, isCurrencyCode, minorUnitDigits, minorUnitsPerUnit } from './currencies';
export { AMOUNT_MESSAGES, MAX_AMOUNT_MINOR, formatAmount, minorToDecimal, parseAmount, parseWholeAmount, type AmountResult } from './amounts';
export { formatMultiple, performanceOf, ratioBasisPoints, valueShares, totalPerformance, type Performance, type PerformanceInput } from './performance';
export { holdingOn, portfolioSeries, type HoldingFigures, type HoldingHistory, type HoldingPoint } from './history';
