-- A draft's emailed link is now forgotten once spent (link_used_at stays, as the proof that the
-- address was reached). Links spent before this kept their hash: forget them too, so none opens again.
UPDATE application_drafts SET link_token_hash = NULL WHERE link_used_at IS NOT NULL;
