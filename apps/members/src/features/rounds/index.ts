// The public API of the rounds feature (docs/flows/investments.md): the member's rounds and investments.
export { RoundsSection } from './components/rounds-section';
export { PositionsSection, ValueOverTime } from './components/positions-section';
export { money, formatDay } from './components/money';
export { roundsQueries } from './rounds.queries';
