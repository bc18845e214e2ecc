import { Setting } from './entities/setting.entity';

export { CmaModule, DEFAULT_SETTINGS, SettingKeys, SettingsService } from './settings';
export { Setting };
export const CMA_ENTITIES = [Setting];
