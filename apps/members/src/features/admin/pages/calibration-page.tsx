import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CalibrationRow } from '@quorum/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { USER_MENU_TEXT } from '../../../lib/menus';
import { Page } from '../../../lib/page';
import { QueryState } from '../../../lib/query-state';
import { ALWAYS_FRESH, useGetCalibrationQuery } from '../admin.queries';
import { AdminArea } from '../components/admin-area';
import { CalibrationDeals } from '../components/calibration-deals';
import { CalibrationTable, type CalibrationCell } from '../components/calibration-table';
import { ConflictsList } from '../components/conflicts-list';

const TITLE = 'Agent calibration';
const PERIODS: Array<{ period: CalibrationRow['period']; label: string }> = [
  { period: 'all', label: 'All time' },
  { period: 'last90', label: 'Last 90 days' },
];
const EMPTY = 'Calibration starts once deals are decided: each closed vote with a quorum sets the analysts’ votes beside the members’ decision.';

/**
 * /admin/calibration: how often each analyst, on each engine, agreed with the members' decisions,
 * with the deals behind every number; below it, the conflicts members declared.
 */
export function CalibrationPage() {
  return (
    <AdminArea title={TITLE}>
      <Page
        title={TITLE}
        description="How the review agent’s analysts voted against what the members decided."
        before={
          <Link component={RouterLink} to={paths.adminDashboard} sx={{ display: 'inline-block', mb: 2, fontWeight: 600 }}>
            ← {USER_MENU_TEXT.adminDashboard.label}
          </Link>
        }
      >
        <Box sx={{ display: 'grid', gap: 5 }}>
          <Calibration />
          <ConflictsList />
        </Box>
      </Page>
    </AdminArea>
  );
}

function Calibration() {
  const query = useGetCalibrationQuery(undefined, ALWAYS_FRESH);
  const rows = query.currentData;
  const [open, setOpen] = useState<CalibrationCell | null>(null);
  const nothingDecided = rows !== undefined && rows.every((row) => row.decided === 0);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography sx={{ maxWidth: 720 }}>
        Each row compares one analyst’s votes with the members’ decisions on the deals it reviewed (votes that ended without a quorum are left out). A high agreement over many
        deals, with few Yes votes on deals the members passed, is the case for letting agent votes count in the settings; many Yes votes on passed deals mean the analyst is
        easier to convince than the members, and its votes are better left advisory.
      </Typography>
      <QueryState query={query} label="the calibration" empty={nothingDecided ? EMPTY : false}>
        {PERIODS.map(({ period, label }) => (
          <Box component="section" key={period} aria-labelledby={`calibration-${period}`} sx={{ mb: 3 }}>
            <Typography variant="h2" id={`calibration-${period}`} sx={{ fontSize: '1.25rem', mb: 1 }}>
              {label}
            </Typography>
            <CalibrationTable
              rows={(rows ?? []).filter((row) => row.period === period)}
              caption={`Agreement with the members’ decisions, ${label.toLowerCase()}. Every number opens the deals behind it.`}
              open={open?.row.period === period ? open : null}
              onOpen={setOpen}
            />
            <CalibrationDeals cell={open?.row.period === period ? open : null} period={period} />
          </Box>
        ))}
      </QueryState>
    </Box>
  );
}
