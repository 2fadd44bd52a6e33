-- Invite friends: each member's referral code, the code of their invitation link and its QR code
-- (until now the username was, which showed a login name, for mobile-registered players their
-- phone number). Eight characters of an alphabet without look-alikes (no 0/O, 1/I), random,
-- unique per merchant; given at registration, by the seed, and to any member still without one
-- when their invite-friends page is first shown (engagement/referral-codes.ts): rows written
-- before this migration get theirs then.
ALTER TABLE member ADD COLUMN referral_code TEXT CHECK (referral_code IS NULL OR referral_code GLOB '[A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9]');
CREATE UNIQUE INDEX member_referral_code ON member (merchant_code, referral_code) WHERE referral_code IS NOT NULL;

-- The registration form's recommender field takes a referral code or a username (the reference
-- rule of accounts/registration-rules.ts): the old reference pattern refused underscores, found
-- in usernames. Rules an operator stored with another pattern are left as they are.
UPDATE registration_rule SET pattern = '^[A-Za-z0-9_]{1,32}$'
  WHERE form = 'register' AND field = 'recommenderId' AND pattern = '^[A-Za-z0-9]{3,32}$';
