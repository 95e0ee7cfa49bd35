import { useTranslation } from 'react-i18next';
import { Toggletip } from './toggletip.tsx';

interface VariablesHelpProps {
  /** Each variable as typed (`!USER!`) with what it becomes, in the reader's language. */
  variables: readonly { name: string; meaning: string }[];
}

/** The tooltip table of the variables a message may use (docs/product.md#routes, docs/product.md#settings-pages). */
export function VariablesHelp({ variables }: VariablesHelpProps) {
  const { t } = useTranslation();
  return (
    <Toggletip label={t('variables.title')}>
      <table className="variables-table">
        <caption>{t('variables.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('variables.variable')}</th>
            <th scope="col">{t('variables.becomes')}</th>
          </tr>
        </thead>
        <tbody>
          {variables.map(({ name, meaning }) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Toggletip>
  );
}
