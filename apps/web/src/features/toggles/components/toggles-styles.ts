import consoleStyles from '../../../components/ui/console.module.css';
import formStyles from './toggle-form.module.css';

/** The console's shared table, button and dialog styles plus the toggle forms' own. */
export const styles: Readonly<Record<string, string>> = { ...consoleStyles, ...formStyles };
