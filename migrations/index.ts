import type { Migration } from 'kysely';
import * as m0001 from './2026_11_22_0001_foundation';
import * as m0002 from './2026_11_22_0002_outbox';
import * as m0200 from './2026_11_22_0200_coaching';
import * as m0100 from './2026_11_22_0100_client_profiles';
import * as m0101 from './2026_11_22_0101_email_sign_in_links';
import * as m0300 from './2026_11_22_0300_chatbot';
import * as m0400 from './2026_11_22_0400_resources';
import * as m0500 from './2026_11_22_0500_ai_chat';
import * as m0700 from './2026_11_22_0700_calendar';
import * as m0600 from './2026_11_22_0600_onboarding';
import * as m0800 from './2026_11_22_0800_messaging';
import * as m0801 from './2026_11_22_0801_progress_reports';
import * as m1400 from './2026_11_23_1400_ai_memory';
import * as m2000 from './2026_11_24_2000_list_paging';
import * as m1100b from './2026_11_24_1100_rate_event_attempts';
import * as m1101b from './2026_11_24_1101_profile_image_cleanup';
import * as m2100 from './2026_11_24_2100_safety_notifications';
import * as m3200 from './2026_11_25_3200_video_sessions';
import * as m3100 from './2026_11_25_3100_organisation_management';
import * as m3300 from './2026_11_25_3300_session_participants';
import * as m3500 from './2026_11_25_3500_session_ratings';
import * as m3501 from './2026_11_25_3501_billing';
import * as m3502 from './2026_11_25_3502_sessions_ai_coach_index';
import * as m3800 from './2026_11_25_3800_api_tokens';
import * as m3400 from './2026_11_25_3400_ai_authoring';
import * as m3600 from './2026_11_25_3600_event_bus';
import * as m3601 from './2026_11_25_3601_jobs';
import * as m4000 from './2026_11_25_4000_jobs_finished_index';
import * as m4100 from './2026_11_25_4100_sessions_scheduled_at_index';
import * as m4200 from './2026_12_01_4200_billing_custom_base';
import * as m3900 from './2026_11_25_3900_organization_sso';

/** Static list (not FileMigrationProvider) so bundles and tests find every migration. Append only. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_foundation': m0001,
  '2026_11_22_0002_outbox': m0002,
  '2026_11_22_0200_coaching': m0200,
  '2026_11_22_0100_client_profiles': m0100,
  '2026_11_22_0101_email_sign_in_links': m0101,
  '2026_11_22_0300_chatbot': m0300,
  '2026_11_22_0400_resources': m0400,
  '2026_11_22_0500_ai_chat': m0500,
  '2026_11_22_0700_calendar': m0700,
  '2026_11_22_0600_onboarding': m0600,
  '2026_11_22_0800_messaging': m0800,
  '2026_11_22_0801_progress_reports': m0801,
  '2026_11_23_1400_ai_memory': m1400,
  '2026_11_24_2000_list_paging': m2000,
  '2026_11_24_1100_rate_event_attempts': m1100b,
  '2026_11_24_1101_profile_image_cleanup': m1101b,
  '2026_11_24_2100_safety_notifications': m2100,
  '2026_11_25_3200_video_sessions': m3200,
  '2026_11_25_3100_organisation_management': m3100,
  '2026_11_25_3300_session_participants': m3300,
  '2026_11_25_3500_session_ratings': m3500,
  '2026_11_25_3501_billing': m3501,
  '2026_11_25_3400_ai_authoring': m3400,
  '2026_11_25_3600_event_bus': m3600,
  '2026_11_25_3601_jobs': m3601,
  '2026_11_25_3502_sessions_ai_coach_index': m3502,
  '2026_11_25_3800_api_tokens': m3800,
  '2026_11_25_4000_jobs_finished_index': m4000,
  '2026_11_25_3900_organization_sso': m3900,
  '2026_11_25_4100_sessions_scheduled_at_index': m4100,
  '2026_12_01_4200_billing_custom_base': m4200,
};
