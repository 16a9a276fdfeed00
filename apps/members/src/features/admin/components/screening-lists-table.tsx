import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { ScreeningList } from '@quorum/domain';
import { formatDate } from '../../deals';
import { rescreeningPercent, rescreeningText, sourceLabel } from '../screening-text';

const CELL_SX = { px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top', borderBottom: 1, borderColor: 'divider' } as const;

/** Active or replaced, then where the version's re-screening stands; a bar while it runs here. */
function StatusCell({ list }: { list: ScreeningList }) {
  const { rescreening } = list;
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 160 }}>
      <Box component="span" sx={{ fontWeight: 600, color: list.active ? 'success.dark' : 'text.secondary' }}>
        {list.active ? 'Active' : 'Replaced'}
      </Box>
      <Box component="span" sx={{ fontSize: '0.875rem' }}>
        {rescreeningText(rescreening)}
      </Box>
      {rescreening?.state === 'running' ? (
        <LinearProgress variant="determinate" value={rescreeningPercent(rescreening)} aria-label={`Re-screening against ${sourceLabel(list.source)} ${list.version}`} />
      ) : null}
    </Box>
  );
}

/** Every imported version, the active one of each source first (the API's order), with where its re-screening stands. */
export function ScreeningListsTable({ lists }: { lists: ScreeningList[] }) {
  return (
    // Wider than a narrow page: the box scrolls, so it takes the focus and a name, and keyboard users can scroll it too.
    <Box role="region" aria-label="Imported lists table" tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem', '& th, & td': CELL_SX }}>
        <Box component="caption" sx={{ textAlign: 'left', color: 'text.secondary', pb: 1 }}>
          Imported lists: applications and members are screened against the active version of each.
        </Box>
        <thead>
          <tr>
            <th scope="col">List</th>
            <th scope="col">Version</th>
            <th scope="col">Published</th>
            <th scope="col">Entries</th>
            <th scope="col">Imported</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr key={list.id}>
              <th scope="row">{sourceLabel(list.source)}</th>
              <td>{list.version}</td>
              <td>{list.publishedAt ? formatDate(list.publishedAt) : 'Not stated'}</td>
              <td>{list.entryCount.toLocaleString('en-US')}</td>
              {/* An address has no spaces to wrap at: it may break anywhere rather than widen the table. */}
              <Box component="td" sx={{ overflowWrap: 'anywhere' }}>
                {[formatDate(list.importedAt), list.importedBy ? `by ${list.importedBy}` : null].filter(Boolean).join(' ')}
              </Box>
              <td>
                <StatusCell list={list} />
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
