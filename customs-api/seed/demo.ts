/** Demo companies and members. Passwords are for the demo only. USCCs carry a valid GB 32100 check character. */
export const DEMO_COMPANIES = [
  { id: 'company-platform', name: '跨境电商公共服务平台运营中心', uscc: '91440101MA5C8QJ61E', customsCode: '5141960001' },
  { id: 'company-agent', name: '广州云通报关服务有限公司', uscc: '91440101MA9Y3B2K76', customsCode: '4401980123', types: ['agent'] },
];

export const DEMO_GROUPS = [
  { id: 'group-super-admin', code: 'super-admin', name: '超级管理员' },
  { id: 'group-operator', code: 'operator', name: '业务操作员' },
];

export const DEMO_MEMBERS = [
  { id: 'member-admin', username: 'admin', password: 'Admin@12345', name: '系统管理员', companyId: 'company-platform', groupIds: ['group-super-admin'] },
  { id: 'member-operator', username: 'operator', password: 'Operator@12345', name: '张晓明', companyId: 'company-agent', groupIds: ['group-operator'] },
  { id: 'member-nomenu', username: 'nomenu', password: 'Nomenu@12345', name: '无权限用户', companyId: 'company-agent', groupIds: [] },
];
