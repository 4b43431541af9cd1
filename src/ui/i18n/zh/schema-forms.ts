// 中文界面文案：由 JSON Schema 生成的表单（人工作答表单与工具页的预览）里那些不只是一个控件的关键字——oneOf / anyOf 的
// 变体、null、固定值，以及表单无法展开、改以 JSON 填写的部分。
import type { enSchemaForms } from '../en/schema-forms';
import type { Widen } from '../widen';

export const zhSchemaForms: Widen<typeof enSchemaForms> = {
  schemaForm: {
    variant: '选择哪一种',
    chooseVariant: '请选择…',
    variantBy: {
      title: '{{title}}',
      discriminator: '{{property}}：{{value}}',
      type: '{{type}}',
      place: '第 {{n}} 种',
    },
    isNull: 'null（无值）',
    fixed: '固定值',
    sendFixed: '发送这个固定值',
    note: {
      'remote-ref': '引用 {{ref}} 指向本 Schema 之外，页面不会去获取：这一部分请以 JSON 填写。',
      'cyclic-ref': '{{ref}} 在这里引用了自身：更深的这一部分请以 JSON 填写。',
      'missing-ref': '引用 {{ref}} 在本 Schema 中找不到目标：这一部分请以 JSON 填写。',
      'too-deep': '嵌套太深，表单无法展开：这一部分请以 JSON 填写。',
      unmergeable: '它的 allOf 各部分无法合并成一个对象：请以 JSON 填写。',
    },
    preview: {
      title: '这些参数生成的表单',
      hint: '即扮演模型的人在人工作答表单里看到的样子；这里的内容不会保存。',
      value: '它生成的参数',
      none: '参数还不是一个 JSON Schema 对象。',
    },
  },
};
