import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../lib/query-state';
import { ALWAYS_FRESH, useGetConflictsQuery } from '../admin.queries';
import { formatDate } from '../../deals';

const CELL_SX = { px: 1.5, py: 1, textAlign: 'left', borderBottom: 1, borderColor: 'divider' } as const;

/** Every conflict a member declared, newest first: on which deal, who, when (never why: nobody is asked). */
export function ConflictsList() {
  const query = useGetConflictsQuery(undefined, ALWAYS_FRESH);
  const conflicts = query.currentData;
  return (
    <Box component="section" aria-labelledby="conflicts-heading">
      <Typography variant="h2" id="conflicts-heading" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Declared conflicts
      </Typography>
      <QueryState query={query} label="the declared conflicts" empty={conflicts?.length === 0 ? 'No member has declared a conflict.' : false}>
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': CELL_SX }}>
            <thead>
              <tr>
                <th scope="col">Deal</th>
                <th scope="col">Member</th>
                <th scope="col">Declared</th>
              </tr>
            </thead>
            <tbody>
              {(conflicts ?? []).map((conflict) => (
                <tr key={`${conflict.reportId}-${conflict.memberEmail}`}>
                  <td>
                    <Link component={RouterLink} to={paths.dealDetail(conflict.reportId, conflict.dealName)}>
                      {conflict.dealName}
                    </Link>
                  </td>
                  <td>
                    {conflict.memberName} ({conflict.memberEmail})
                  </td>
                  <td>
                    <time dateTime={conflict.declaredAt}>{formatDate(conflict.declaredAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </QueryState>
    </Box>
  );
}
