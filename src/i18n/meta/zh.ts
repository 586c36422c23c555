export default {
  default: { description: 'Drape3D 是面向时尚、游戏和影视的专业 3D 服装设计软件。' },
  home: {
    title: '官方网站',
    description: '使用 Drape3D 以 3D 设计逼真服装。制版、试衣和渲染尽在一个工具。',
  },
  pricing: { title: '价格', description: '面向个人、团队、企业和教育的 Drape3D 方案与价格。' },
  overview: {
    title: '概览',
    description: 'Drape3D 的功能：由 2D 版型生成 3D 服装、真实面料物理和渲染。',
  },
  keyfeature: { title: '主要功能', description: 'Drape3D 在制版、试衣和渲染方面的主要功能。' },
  signin: { title: '登录', description: '登录您的 Drape3D 账户。' },
  signup: { title: '注册', description: '创建 Drape3D 账户并开始免费试用。' },
  contact: { title: '联系我们', description: '联系 Drape3D 支持和销售团队。' },
}
