export default {
  pricing: {
    eyebrow: '价格',
    title: '适合每位设计师和团队的方案',
    lead: '选择个人或企业方案。价格以您所在地区的货币显示，税费在结账时计算。',
    tabs: { label: '方案类型', personal: '个人', enterprise: '企业' },
    period: { month: '/ 月', year: '/ 年' },
    order: { month: '按月购买', year: '按年购买' },
    networkType: { ONLINE: '在线许可证', OFFLINE: '离线许可证' },
    plans: {
      individual: {
        name: '个人版',
        subTitle: '适合自由职业者和创作者',
        chip: '按年付费 立减 40%',
      },
      student: {
        name: '学生版',
        subTitle: '适合已认证的学生',
        chip: '4 年内最多可购买 2 次',
      },
      standard: {
        name: '企业标准版',
        subTitle: '为团队提供的指定用户许可证',
        chip: '按年付费 额外 20%',
      },
      network: {
        name: '网络版',
        subTitle: '在自有服务器上运行的浮动许可证',
      },
      linux: { name: 'Linux 版', subTitle: '适合 Linux 渲染农场和生产流程' },
      academic: {
        name: '教育版',
        subTitle: '适合学校和大学',
        chip: '超过 10 套享受 5 折',
      },
    },
    trial: {
      title: '免费试用 2 周',
      text: '使用全部功能，无需填写付款信息。',
      cta: '开始免费试用',
    },
    unavailable: {
      title: '暂时无法显示价格',
      text: '无法加载价格表，请稍后再试。',
      retry: '重试',
    },
  },
}
