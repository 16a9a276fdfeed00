import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APPLICATION_TYPE_QUESTION } from '@quorum/domain';
import { selectCurrentQuestion, selectEntityType, selectOrganizationType, selectWizardStatus, type WizardRootState } from '../wizard.selectors';
import { StartOver } from './start-over';
import { useAppSelector } from '../../../app/hooks';

/**
 * The left column of /apply (2/5): what Quorum asks of applicants, then, once a type is chosen,
 * what this application is and how to start over.
 */
export function ApplyIntro() {
  const entityType = useAppSelector(selectEntityType);
  const organizationType = useAppSelector(selectOrganizationType);
  const status = useAppSelector(selectWizardStatus);
  const onWelcome = useAppSelector((state: WizardRootState) => selectCurrentQuestion(state)?.type === 'welcome');
  const chosen = typeof entityType === 'string' ? [entityType, typeof organizationType === 'string' && entityType === 'Entity' ? organizationType : undefined].filter(Boolean).join(' · ') : undefined;
  return (
    <Box component="section" aria-labelledby="apply-heading">
      <Typography id="apply-heading" variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' }, mb: 1.5 }}>
        Apply to join Quorum
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Quorum is a members-only investment network for accredited investors. We ask one question at a time, and your progress is saved on this device until you submit.
      </Typography>
      {status === 'submitted' ? null : chosen ? (
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            You're applying as
          </Typography>
          <Typography sx={{ fontWeight: 700, mb: 1.5 }}>{chosen}</Typography>
          <StartOver />
        </Box>
      ) : onWelcome || status === 'restoring' ? (
        <ApplicationTypes />
      ) : null}
    </Box>
  );
}

/** Who can apply, beside the welcome step (on phones the welcome card says it closer to the point). */
function ApplicationTypes() {
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' } }}>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        Who can apply
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {(APPLICATION_TYPE_QUESTION.options ?? []).map((option) => (
          <Box component="li" key={option.value} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
            <Typography sx={{ fontWeight: 600 }}>{option.label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {option.description}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
