import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isPublicRoute } from '../../config/paths';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { useDocumentTitle } from '../../lib/page';
import { INFO_CONTENT, type InfoAction, type InfoSection } from './content';
import type { InfoPageKey } from './content/info-page-keys';

/** Links the build offers: the waitlist build has no sign-in and no members area to point at. */
function available(action: InfoAction, waitlist: boolean): boolean {
  return !waitlist || isPublicRoute(action.to, { waitlist: true });
}

function Section({ section }: { section: InfoSection }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.375rem' }, mb: 1.5 }}>
        {section.heading}
      </Typography>
      {section.paragraphs?.map((text) => (
        <Typography key={text} sx={{ mb: 1.5, lineHeight: 1.7 }}>
          {text}
        </Typography>
      ))}
      {section.list ? (
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1, lineHeight: 1.6 }}>
          {section.list.map((text) => <li key={text}>{text}</li>)}
        </Box>
      ) : null}
      {section.steps ? (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.25, lineHeight: 1.6 }}>
          {section.steps.map((text) => <li key={text}>{text}</li>)}
        </Box>
      ) : null}
    </Box>
  );
}

/** A public information page: the title, what it is about, its sections and where to go next. */
export function InfoPage({ page, waitlist = env.waitlist }: { page: InfoPageKey; waitlist?: boolean }) {
  const content = INFO_CONTENT[page];
  useDocumentTitle(content.title);
  const actions = (content.actions ?? []).filter((action) => available(action, waitlist));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {content.title}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.0625rem', md: '1.1875rem' }, color: 'text.secondary', mb: 5, maxWidth: 680, lineHeight: 1.6 }}>{content.lead}</Typography>
      {content.sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      {actions.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
          {actions.map((action) =>
            action.document ? (
              <Button key={action.to} href={action.to} variant={action.primary ? 'contained' : 'outlined'} size="large">
                {action.label}
              </Button>
            ) : (
              <Button key={action.to} component={RouterLink} to={action.to} variant={action.primary ? 'contained' : 'outlined'} size="large">
                {action.label}
              </Button>
            ),
          )}
        </Box>
      ) : null}
    </Container>
  );
}

/** The waitlist build's answer to every members-only path: no sign-in yet, and the way in. */
export function MembersAreaClosedPage() {
  useDocumentTitle('Members area');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        The members area opens soon
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Quorum is admitting its first members. Apply now and we will email you when you can sign in.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" href={paths.apply}>
          Apply for membership
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.about}>
          About Quorum
        </Button>
      </Box>
    </Container>
  );
}
