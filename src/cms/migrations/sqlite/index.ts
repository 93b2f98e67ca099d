import * as migration_20261121_173535_initial from './20261121_173535_initial';
import * as migration_20261121_183436_merchant_accounts from './20261121_183436_merchant_accounts';
import * as migration_20261121_203832_compliance_report from './20261121_203832_compliance_report';
import * as migration_20261121_211209_survey_conversion from './20261121_211209_survey_conversion';
import * as migration_20261121_214106_survey_drop_into_way from './20261121_214106_survey_drop_into_way';
import * as migration_20261121_230916_content_pages from './20261121_230916_content_pages';
import * as migration_20261122_010000_trademark_register from './20261122_010000_trademark_register';
import * as migration_20261122_020911_trademark_services from './20261122_020911_trademark_services';
import * as migration_20261122_030000_tm_applicant_index from './20261122_030000_tm_applicant_index';
import * as migration_20261125_175731_mail_claims from './20261125_175731_mail_claims';
import * as migration_20261125_180504_staff_login_no_lockout from './20261125_180504_staff_login_no_lockout';
import * as migration_20261125_234031_corporate_brand from './20261125_234031_corporate_brand';
import * as migration_20261127_131446_locale_brands from './20261127_131446_locale_brands';
import * as migration_20261127_142604_merger_notice from './20261127_142604_merger_notice';
import * as migration_20261127_160504_campaigns from './20261127_160504_campaigns';
import * as migration_20261127_162343_remote_config_off_values from './20261127_162343_remote_config_off_values';
import * as migration_20261127_175121_report_plan from './20261127_175121_report_plan';
import * as migration_20261127_190015_my_compliance from './20261127_190015_my_compliance';
import * as migration_20261127_220724_trust_blocks_identity from './20261127_220724_trust_blocks_identity';
import * as migration_20261127_221134_brand_title from './20261127_221134_brand_title';
import * as migration_20261127_224747_contact_submission_key from './20261127_224747_contact_submission_key';

export const migrations = [
  {
    up: migration_20261121_173535_initial.up,
    down: migration_20261121_173535_initial.down,
    name: '20261121_173535_initial',
  },
  {
    up: migration_20261121_183436_merchant_accounts.up,
    down: migration_20261121_183436_merchant_accounts.down,
    name: '20261121_183436_merchant_accounts',
  },
  {
    up: migration_20261121_203832_compliance_report.up,
    down: migration_20261121_203832_compliance_report.down,
    name: '20261121_203832_compliance_report',
  },
  {
    up: migration_20261121_211209_survey_conversion.up,
    down: migration_20261121_211209_survey_conversion.down,
    name: '20261121_211209_survey_conversion',
  },
  {
    up: migration_20261121_214106_survey_drop_into_way.up,
    down: migration_20261121_214106_survey_drop_into_way.down,
    name: '20261121_214106_survey_drop_into_way',
  },
  {
    up: migration_20261121_230916_content_pages.up,
    down: migration_20261121_230916_content_pages.down,
    name: '20261121_230916_content_pages',
  },
  {
    up: migration_20261122_010000_trademark_register.up,
    down: migration_20261122_010000_trademark_register.down,
    name: '20261122_010000_trademark_register',
  },
  {
    up: migration_20261122_020911_trademark_services.up,
    down: migration_20261122_020911_trademark_services.down,
    name: '20261122_020911_trademark_services',
  },
  {
    up: migration_20261122_030000_tm_applicant_index.up,
    down: migration_20261122_030000_tm_applicant_index.down,
    name: '20261122_030000_tm_applicant_index',
  },
  {
    up: migration_20261125_175731_mail_claims.up,
    down: migration_20261125_175731_mail_claims.down,
    name: '20261125_175731_mail_claims',
  },
  {
    up: migration_20261125_180504_staff_login_no_lockout.up,
    down: migration_20261125_180504_staff_login_no_lockout.down,
    name: '20261125_180504_staff_login_no_lockout',
  },
  {
    up: migration_20261125_234031_corporate_brand.up,
    down: migration_20261125_234031_corporate_brand.down,
    name: '20261125_234031_corporate_brand',
  },
  {
    up: migration_20261127_131446_locale_brands.up,
    down: migration_20261127_131446_locale_brands.down,
    name: '20261127_131446_locale_brands',
  },
  {
    up: migration_20261127_142604_merger_notice.up,
    down: migration_20261127_142604_merger_notice.down,
    name: '20261127_142604_merger_notice',
  },
  {
    up: migration_20261127_160504_campaigns.up,
    down: migration_20261127_160504_campaigns.down,
    name: '20261127_160504_campaigns',
  },
  {
    up: migration_20261127_162343_remote_config_off_values.up,
    down: migration_20261127_162343_remote_config_off_values.down,
    name: '20261127_162343_remote_config_off_values',
  },
  {
    up: migration_20261127_175121_report_plan.up,
    down: migration_20261127_175121_report_plan.down,
    name: '20261127_175121_report_plan',
  },
  {
    up: migration_20261127_190015_my_compliance.up,
    down: migration_20261127_190015_my_compliance.down,
    name: '20261127_190015_my_compliance',
  },
  {
    up: migration_20261127_220724_trust_blocks_identity.up,
    down: migration_20261127_220724_trust_blocks_identity.down,
    name: '20261127_220724_trust_blocks_identity',
  },
  {
    up: migration_20261127_221134_brand_title.up,
    down: migration_20261127_221134_brand_title.down,
    name: '20261127_221134_brand_title',
  },
  {
    up: migration_20261127_224747_contact_submission_key.up,
    down: migration_20261127_224747_contact_submission_key.down,
    name: '20261127_224747_contact_submission_key'
  },
];
