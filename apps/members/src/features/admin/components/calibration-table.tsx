import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CalibrationRow } from '@quorum/domain';

/** Which deals a number stands for: all decided ones, or those in one of its three lists. */
export type CalibrationMeasure = 'decided' | 'agreed' | 'yesOnPassed' | 'noOnApproved';

/** One number of the table, opened: the row it belongs to and which of its numbers. */
export interface CalibrationCell {
  row: CalibrationRow;
  measure: CalibrationMeasure;
}

export const ANALYST_LABEL: Record<CalibrationRow['analyst'], string> = { product: 'Product analyst', technical: 'Technical analyst', business: 'Business analyst' };

/** 'builtin' and 'llm' as people say them; an engine added later shows under its own name. */
export const engineLabel = (engine: string) => ({ builtin: 'Built-in', llm: 'LLM' })[engine] ?? engine;

export const MEASURE_LABEL: Record<CalibrationMeasure, string> = { decided: 'Decided', agreed: 'Agreement', yesOnPassed: 'Yes on passed', noOnApproved: 'No on approved' };

const cellKey = (row: CalibrationRow, measure: CalibrationMeasure) => `${row.period}-${row.analyst}-${row.engine}-${measure}`;
export const dealsRegionId = (period: CalibrationRow['period']) => `calibration-deals-${period}`;

const CELL_SX = { px: 1.5, py: 1, textAlign: 'left', borderBottom: 1, borderColor: 'divider' } as const;

/**
 * One period's rows, one per analyst and engine. Every number is a button that opens the deals
 * behind it below the table.
 */
export function CalibrationTable({ rows, caption, open, onOpen }: { rows: CalibrationRow[]; caption: string; open: CalibrationCell | null; onOpen: (cell: CalibrationCell) => void }) {
  const number = (row: CalibrationRow, measure: CalibrationMeasure, text: string) => {
    const expanded = open !== null && cellKey(open.row, open.measure) === cellKey(row, measure);
    return (
      <Button
        size="small"
        aria-expanded={expanded}
        aria-controls={dealsRegionId(row.period)}
        aria-label={`${text}: ${MEASURE_LABEL[measure]}, ${ANALYST_LABEL[row.analyst]}, ${engineLabel(row.engine)}`}
        onClick={() => onOpen({ row, measure })}
        sx={{ minWidth: 0, fontWeight: 700, textDecoration: 'underline' }}
      >
        {text}
      </Button>
    );
  };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': CELL_SX }}>
        <Box component="caption" sx={{ textAlign: 'left', color: 'text.secondary', pb: 1 }}>
          {caption}
        </Box>
        <thead>
          <tr>
            <th scope="col">Analyst</th>
            <th scope="col">Engine</th>
            <th scope="col">{MEASURE_LABEL.decided}</th>
            <th scope="col">{MEASURE_LABEL.agreed}</th>
            <th scope="col">{MEASURE_LABEL.yesOnPassed}</th>
            <th scope="col">{MEASURE_LABEL.noOnApproved}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={cellKey(row, 'decided')}>
              <th scope="row">{ANALYST_LABEL[row.analyst]}</th>
              <td>{engineLabel(row.engine)}</td>
              <td>{number(row, 'decided', String(row.decided))}</td>
              <td>{row.agreementPercent === null ? '–' : number(row, 'agreed', `${row.agreementPercent}%`)}</td>
              <td>{number(row, 'yesOnPassed', String(row.yesOnPassed))}</td>
              <td>{number(row, 'noOnApproved', String(row.noOnApproved))}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
