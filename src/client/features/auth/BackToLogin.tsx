import { Link } from 'react-router-dom';
import { paths } from '../../../shared/routes/paths';
import { TextWithSlots } from '../../ui/text/TextWithSlots';
import { rememberedTexts } from './authPageTexts';

/** Under the password-reset forms: the way back for someone who remembers their password. */
export function BackToLogin() {
  return (
    <p>
      <TextWithSlots
        text={rememberedTexts.remembered}
        slots={{ login: <Link to={paths.login}>{rememberedTexts.backToLogin}</Link> }}
      />
    </p>
  );
}
