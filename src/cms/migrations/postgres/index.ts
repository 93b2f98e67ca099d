import * as migration_20261121_173521_initial from './20261121_173521_initial';
import * as migration_20261121_183454_merchant_accounts from './20261121_183454_merchant_accounts';
import * as migration_20261121_203852_compliance_report from './20261121_203852_compliance_report';
import * as migration_20261121_211234_survey_conversion from './20261121_211234_survey_conversion';
import * as migration_20261121_214147_survey_drop_into_way from './20261121_214147_survey_drop_into_way';
import * as migration_20261121_230922_content_pages from './20261121_230922_content_pages';
import * as migration_20261122_010000_trademark_register from './20261122_010000_trademark_register';
import * as migration_20261122_020902_trademark_services from './20261122_020902_trademark_services';
import * as migration_20261122_030000_tm_applicant_index from './20261122_030000_tm_applicant_index';
import * as migration_20261125_175753_mail_claims from './20261125_175753_mail_claims';
import * as migration_20261125_180542_staff_login_no_lockout from './20261125_180542_staff_login_no_lockout';
import * as migration_20261125_234040_corporate_brand from './20261125_234040_corporate_brand';
import * as migration_20261127_131452_locale_brands from './20261127_131452_locale_brands';
import * as migration_20261127_142610_merger_notice from './20261127_142610_merger_notice';
import * as migration_20261127_160510_campaigns from './20261127_160510_campaigns';
import * as migration_20261127_162350_remote_config_off_values from './20261127_162350_remote_config_off_values';
import * as migration_20261127_175137_report_plan from './20261127_175137_report_plan';
import * as migration_20261127_190022_my_compliance from './20261127_190022_my_compliance';
import * as migration_20261127_220733_trust_blocks_identity from './20261127_220733_trust_blocks_identity';
import * as migration_20261127_221149_brand_title from './20261127_221149_brand_title';
import * as migration_20261127_224801_contact_submission_key from './20261127_224801_contact_submission_key';

export const migrations = [
  {
    up: migration_20261121_173521_initial.up,
    down: migration_20261121_173521_initial.down,
    name: '20261121_173521_initial',
  },
  {
    up: migration_20261121_183454_merchant_accounts.up,
    down: migration_20261121_183454_merchant_accounts.down,
    name: '20261121_183454_merchant_accounts',
  },
  {
    up: migration_20261121_203852_compliance_report.up,
    down: migration_20261121_203852_compliance_report.down,
    name: '20261121_203852_compliance_report',
  },
  {
    up: migration_20261121_211234_survey_conversion.up,
    down: migration_20261121_211234_survey_conversion.down,
    name: '20261121_211234_survey_conversion',
  },
  {
    up: migration_20261121_214147_survey_drop_into_way.up,
    down: migration_20261121_214147_survey_drop_into_way.down,
    name: '20261121_214147_survey_drop_into_way',
  },
  {
    up: migration_20261121_230922_content_pages.up,
    down: migration_20261121_230922_content_pages.down,
    name: '20261121_230922_content_pages',
  },
  {
    up: migration_20261122_010000_trademark_register.up,
    down: migration_20261122_010000_trademark_register.down,
    name: '20261122_010000_trademark_register',
  },
  {
    up: migration_20261122_020902_trademark_services.up,
    down: migration_20261122_020902_trademark_services.down,
    name: '20261122_020902_trademark_services',
  },
  {
    up: migration_20261122_030000_tm_applicant_index.up,
    down: migration_20261122_030000_tm_applicant_index.down,
    name: '20261122_030000_tm_applicant_index',
  },
  {
    up: migration_20261125_175753_mail_claims.up,
    down: migration_20261125_175753_mail_claims.down,
    name: '20261125_175753_mail_claims',
  },
  {
    up: migration_20261125_180542_staff_login_no_lockout.up,
    down: migration_20261125_180542_staff_login_no_lockout.down,
    name: '20261125_180542_staff_login_no_lockout',
  },
  {
    up: migration_20261125_234040_corporate_brand.up,
    down: migration_20261125_234040_corporate_brand.down,
    name: '20261125_234040_corporate_brand',
  },
  {
    up: migration_20261127_131452_locale_brands.up,
    down: migration_20261127_131452_locale_brands.down,
    name: '20261127_131452_locale_brands',
  },
  {
    up: migration_20261127_142610_merger_notice.up,
    down: migration_20261127_142610_merger_notice.down,
    name: '20261127_142610_merger_notice',
  },
  {
    up: migration_20261127_160510_campaigns.up,
    down: migration_20261127_160510_campaigns.down,
    name: '20261127_160510_campaigns',
  },
  {
    up: migration_20261127_162350_remote_config_off_values.up,
    down: migration_20261127_162350_remote_config_off_values.down,
    name: '20261127_162350_remote_config_off_values',
  },
  {
    up: migration_20261127_175137_report_plan.up,
    down: migration_20261127_175137_report_plan.down,
    name: '20261127_175137_report_plan',
  },
  {
    up: migration_20261127_190022_my_compliance.up,
    down: migration_20261127_190022_my_compliance.down,
    name: '20261127_190022_my_compliance',
  },
  {
    up: migration_20261127_220733_trust_blocks_identity.up,
    down: migration_20261127_220733_trust_blocks_identity.down,
    name: '20261127_220733_trust_blocks_identity',
  },
  {
    up: migration_20261127_221149_brand_title.up,
    down: migration_20261127_221149_brand_title.down,
    name: '20261127_221149_brand_title',
  },
  {
    up: migration_20261127_224801_contact_submission_key.up,
    down: migration_20261127_224801_contact_submission_key.down,
    name: '20261127_224801_contact_submission_key'
  },
];
