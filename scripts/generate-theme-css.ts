// npm run generate:theme-css — writes src/ui/theme-variables.css (see src/ui/themeVariables.tsx).
import { writeFileSync } from 'node:fs';
import { THEME_VARIABLES_HEADER, themeVariablesCss } from '../src/ui/themeVariables';

const file = new URL('../src/ui/theme-variables.css', import.meta.url);
writeFileSync(file, `${THEME_VARIABLES_HEADER}${themeVariablesCss()}\n`);
console.log(`wrote ${file.pathname}`);
