import { InjectFeature } from '../../../app/lazy-feature';
import { passkeysFeature } from '../passkeys.feature';
import { PasskeysList } from './passkeys-list';

/** "Passkeys" with the state and saga it needs, loaded together when the profile page shows it. */
export function PasskeysSection() {
  return (
    <InjectFeature feature={passkeysFeature}>
      <PasskeysList />
    </InjectFeature>
  );
}
