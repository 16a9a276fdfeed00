import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../lib/query-state';
import { Page } from '../../../lib/page';
import { ReportPrintStyles } from '../components/report-print-styles';
import { ReportView } from '../components/report-view';
import { useGetFullReportQuery } from '../deals.queries';

/** /deals/:reportId/report: the full report of a deal, printable. */
export function ReportPage() {
  const { reportId = '' } = useParams();
  const query = useGetFullReportQuery(reportId, { refetchOnMountOrArgChange: true });
  const report = query.data?.reportId === reportId ? query.data : null;
  return (
    <Page
      title={report ? `${report.name}: full report` : 'Full report'}
      maxWidth="md"
      before={
        <Link data-print-hide component={RouterLink} to={report ? paths.dealDetail(report.reportId, report.name) : paths.deals} sx={{ display: 'inline-block', mb: 2, fontWeight: 600 }}>
          ← Back to the deal
        </Link>
      }
      actions={
        report ? (
          <Box data-print-hide>
            <Button variant="outlined" onClick={() => window.print()}>
              Print report
            </Button>
          </Box>
        ) : undefined
      }
    >
      <ReportPrintStyles />
      <QueryState query={query} loaded={Boolean(report)} label="the report">
        {report ? <ReportView report={report} /> : null}
      </QueryState>
    </Page>
  );
}
