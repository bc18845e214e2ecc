// Self-hosted Vazirmatn (DESIGN.md): only the weights the theme uses, each with font-display swap.
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import '@fontsource/vazirmatn/800.css';
