-- Every route now names the permission it needs (api/src/access/permissions.ts). The calls that
-- were open to any staff user, or to anyone for their own settings, now need a permission of
-- their own, so that a credential scoped to less cannot make them. Whoever could make them before
-- keeps them: staff who reach every client get the new staff permissions, every user the one for
-- their own preferences and sign-in security.
insert into permissions (sub, tenant, domain, permission, policy_path)
select p.sub, p.tenant, 'analysis', granted.permission, '/'
from permissions p
cross join (values ('Manage Curves'), ('Manage Service Accounts'), ('Manage Client Settings'),
  ('Send Notifications'), ('View Audit Trail')) as granted (permission)
where p.tenant = 'ALM' and p.domain = 'analysis' and p.permission = 'View All Clients'
on conflict do nothing;

insert into permissions (sub, tenant, domain, permission, policy_path)
select u.sub, u.tenant, 'user', 'Manage Preferences', '/'
from users u
on conflict do nothing;
