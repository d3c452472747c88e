import { applicationFieldsSchema } from '@/customs-api/contract/companies';
import { memberCreateRequestSchema } from '@/customs-api/contract/organization';
import { fieldMessages } from './form-errors';

describe('field messages from the platform schemas', () => {
  it('names the first problem of each field', () => {
    const messages = fieldMessages(memberCreateRequestSchema, { data: { username: 'ab', name: '', email: 'nope' } });
    expect(messages.username).toEqual({ key: 'tooShort', values: { min: 3 } });
    expect(messages.name).toEqual({ key: 'required' });
    expect(messages.email).toBeDefined();
  });

  it('reports nothing for a valid value', () => {
    const valid = { name: '测试', uscc: '91350100M000100Y43', customsCode: '4401980123', types: ['ebc'], legalRepresentative: '张三', contactName: '李四', contactPhone: '020-1234' };
    expect(fieldMessages(applicationFieldsSchema, valid)).toEqual({});
    expect(fieldMessages(applicationFieldsSchema, { ...valid, types: [], customsCode: '123' })).toMatchObject({ types: { key: 'required' }, customsCode: { key: 'format' } });
  });
});
