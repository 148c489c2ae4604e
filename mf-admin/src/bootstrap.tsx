import { mountStandalone } from '@clinic/ui';
import SubmissionsPage from './exposes/submissions-page';

mountStandalone(<SubmissionsPage />);
