import { useTranslation } from 'react-i18next';
import { AUTOVC_VARIABLES } from '@hoshi/contracts';
import { Toggletip } from '../../../components/toggletip.tsx';

type VariableName = 'NUM' | 'ALPH' | 'EMOJI' | 'USER' | 'MEMBERS';

/** docs/product.md#auto-voice-channels: the room-name variables, in a tooltip beside the template. */
export function AutovcVariables() {
  const { t } = useTranslation();
  return (
    <Toggletip label={t('autovc.variables')}>
      <table className="variables-table">
        <caption>{t('autovc.variables')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('autovc.variable')}</th>
            <th scope="col">{t('autovc.becomes')}</th>
          </tr>
        </thead>
        <tbody>
          {AUTOVC_VARIABLES.map((variable) => (
            <tr key={variable}>
              <th scope="row">
                <code>{variable}</code>
              </th>
              <td>{t(`autovc.vars.${variable.slice(1, -1) as VariableName}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Toggletip>
  );
}
