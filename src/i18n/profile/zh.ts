/** The profile image and account deletion sections of /mypage/account (spec 1 §5, §7, §8; issue 11). */
export default {
  picture: {
    heading: '头像',
    alt: '你的头像',
    fallback: '默认账户图标',
    choose: '选择图片',
    change: '更换图片',
    hint: 'PNG、JPEG、GIF 或 WebP，小于 15 MB。',
    progressLabel: '上传进度',
    progress: '已发送 {{percent}}%',
    uploading: '正在上传 {{name}}…',
    done: '新头像已保存。',
    dismiss: '关闭',
    alerts: {
      size: {
        title: '图片太大',
        body: '{{name}} 的大小为 {{size}}。请选择小于 15 MB（15728640 字节）的图片。',
      },
      type: {
        title: '该文件不是图片',
        body: '请选择 PNG、JPEG、GIF 或 WebP 图片。',
      },
      failed: {
        title: '无法保存图片',
        body: '请稍后重试。',
      },
    },
  },
  deletion: {
    heading: '注销账户',
    lead: '注销账户后，你将在所有设备上退出登录，头像也会被删除。此操作无法撤销。',
    start: '注销我的账户',
    dialogTitle: '确定要注销账户吗？',
    dialogLead: '你将退出登录并回到首页。',
    surveyLabel: '你为什么要离开？（选填）',
    surveyHint: '你的回答有助于我们改进 Drape3D。',
    confirm: '注销我的账户',
    cancel: '取消',
    deleting: '正在注销…',
    refused: '无法注销账户（代码 {{code}}）。',
    failed: '无法注销账户，请重试。',
  },
}
