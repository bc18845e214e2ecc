/** Every content screen, one lazy chunk (index.ts): the written ones and the library they draw on. */
export * from './WritingScreens';
export * from './LibraryScreens';
export { CategoryTreeList } from './shared/ContentParts';
export { SettingsList } from './settings/SettingsList';
