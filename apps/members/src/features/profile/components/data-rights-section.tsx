import { InjectFeature } from '../../../app/lazy-feature';
import { dataRightsFeature } from '../data-rights.feature';
import { YourDataSection } from './your-data-section';

/** "Your data" with the state and saga it needs, loaded together when the profile page shows it. */
export function DataRightsSection() {
  return (
    <InjectFeature feature={dataRightsFeature}>
      <YourDataSection />
    </InjectFeature>
  );
}
