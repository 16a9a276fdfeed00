import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatFileSize, type SystemOverview } from '@quorum/domain';
import { SCROLL_SX, TABLE_SX } from '../admin-tables';
import { Figures, SystemSection } from './system-section';
import { counted, formatDuration, formatWhen, LEASED_WORK_TEXT, wordsFor } from './system-text';

const DATABASE_TEXT = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;
const ENGINE_TEXT: Record<string, string> = { builtin: 'Built-in analysts', llm: 'LLM analysts' };

/** The version, how long this instance has run, the database, and every instance at work now. */
export function ServiceSection({ service, instances }: Pick<SystemOverview, 'service' | 'instances'>) {
  return (
    <SystemSection title="Service">
      <Figures
        items={[
          { label: 'Version', value: service.version },
          { label: 'Up for', value: <span title={`Started ${formatWhen(service.startedAt)}`}>{formatDuration(service.uptimeSeconds)}</span> },
          { label: 'Database', value: `${DATABASE_TEXT[service.database]}, ${formatFileSize(service.databaseBytes)}` },
          { label: 'Review engine', value: wordsFor(ENGINE_TEXT, service.engine) },
        ]}
      />
      <Box tabIndex={0} role="region" aria-label="Instances at work" sx={SCROLL_SX}>
        <Box component="table" sx={TABLE_SX}>
          <caption>Instances at work: the one that answered this page, and each holding a lease on work now (leases run out unless renewed).</caption>
          <thead>
            <tr>
              <th scope="col">Instance</th>
              <th scope="col">Working on</th>
              <th scope="col">Leases until</th>
            </tr>
          </thead>
          <tbody>
            {instances.map((instance) => (
              <tr key={instance.instance}>
                <td>
                  <Box component="code" sx={{ fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>
                    {instance.instance}
                  </Box>
                  {instance.current ? <Typography component="span" sx={{ ml: 1, fontSize: '0.8125rem', color: 'text.secondary' }}>(answered this page)</Typography> : null}
                </td>
                <td>{instance.work.length === 0 ? 'Nothing leased now' : instance.work.map((work) => counted(work.held, ...LEASED_WORK_TEXT[work.kind])).join(', ')}</td>
                <td className="nowrap">{instance.work.length === 0 ? '—' : <time dateTime={instance.leaseUntil}>{formatWhen(instance.leaseUntil)}</time>}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </SystemSection>
  );
}
