import { Link } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { buttonClassNames } from '../../ui/actions/buttonClassNames';
import { Dialog } from '../../ui/overlays/Dialog';
import { engineTexts, engineStateTexts } from '../engineTexts';
import { pinTexts } from './pinTexts';

/** 'No Security Pin' (docs/product.md#secure-pin): blocking, with the way to make one on the profile page. */
export function NoPinDialog() {
  return (
    <Dialog
      open
      dismissible={false}
      title={engineTexts.noPinTitle}
      onClose={() => undefined}
      footer={
        <>
          <Link to={paths.dashboard} className={buttonClassNames({ variant: 'secondary' })}>
            {engineStateTexts.backToDashboard}
          </Link>
          <Link to={paths.profile} className={buttonClassNames({ variant: 'primary' })}>
            {pinTexts.profile}
          </Link>
        </>
      }
    >
      <p>{engineTexts.noPinText}</p>
    </Dialog>
  );
}
