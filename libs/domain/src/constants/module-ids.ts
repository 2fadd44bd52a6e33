/** Platform module ids (SPEC §9), sent as the module-id header and used as whitelabel flags. */
export const MODULE_IDS = {
  freePlay: 'FREEPLAY3',
  registerUsername: 'REGISTER_REE3',
  registerMobile: 'MOBILENUMREG3',
  captchaValid: 'VALID_CAPTCHA3',
  changePasswordVerification: 'CHNGPASSVERIF3',
  affiliateManagement: 'AFFMAN3',
  profilePicture: 'PROFPIC3',
  commission: 'COMM3',
  registerMobileVerification: 'REGMOBVERF3',
  inbox: 'INBOX3',
  feedback: 'FEEDBACK3',
  chat: 'CBS3',
  fundTransfer: 'FUNDTRANS3',
  memberTransfer: 'MEMTRANS3',
  personalPanel: 'PERSPNL3',
  agentInfo: 'AGEINFO3',
  agentDownline: 'AGEDOWNMAN3',
  register: 'REG3',
  captcha: 'CAPTCHA3',
} as const;

/** Whitelabel feature flags the app reads (SPEC §3). */
export const FEATURE_FLAGS = {
  chat: 'CBS3',
  rewardCentre: 'REWCEN3',
  agentPolicy: 'AGENTPOLICY3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  facebookLogin: 'FACEBOOKLOGIN3',
  googleLogin: 'GOOGLELOGIN3',
  webClip: 'WEBCLIP',
} as const;

/** How a registration was made (SPEC §3 'Registration payload'). */
export const REGISTRATION_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

/** Gateway ids (SPEC §3). */
export const GATEWAY_IDS = { web: 1, mobile: 3 } as const;
