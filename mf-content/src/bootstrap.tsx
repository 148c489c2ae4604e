import { mountStandalone } from '@clinic/ui';
import ContentPage from './exposes/content-page';

mountStandalone(<ContentPage path={window.location.pathname} />);
