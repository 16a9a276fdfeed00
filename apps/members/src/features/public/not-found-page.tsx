import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is nothing at this address. It may have moved, or the link may be incomplete.
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        Go to the home page
      </Button>
    </Container>
  );
}
