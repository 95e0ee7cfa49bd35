import { useTranslation } from 'react-i18next';
import { GREETING_VARIABLES } from '@hoshi/contracts';
import { Toggletip } from '../../../components/toggletip.tsx';

type VariableName = 'USER' | 'NAME' | 'SERVER' | 'MEMBERS' | 'RANDOM';

/** spec 000 §2: the tooltip table of the variables a greeting may use. */
export function VariablesHelp() {
  const { t } = useTranslation();
  return (
    <Toggletip label={t('greetings.variables')}>
      <table className="variables-table">
        <caption>{t('greetings.variables')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('greetings.variable')}</th>
            <th scope="col">{t('greetings.becomes')}</th>
          </tr>
        </thead>
        <tbody>
          {GREETING_VARIABLES.map((variable) => (
            <tr key={variable}>
              <th scope="row">
                <code>{variable}</code>
              </th>
              <td>{t(`greetings.vars.${variable.slice(1, -1) as VariableName}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Toggletip>
  );
}
